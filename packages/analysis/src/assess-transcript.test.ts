import { detect } from 'tinyld/light'
import { expect, test } from 'vitest'
import { detectLanguage, englishMarkerShare } from './assess-transcript.ts'
import type { Cue } from './transcript.ts'

function cues(lines: readonly string[], count = 200): Cue[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    start: i * 3,
    end: i * 3 + 2,
    speaker: i % 3 === 0 ? 'Ann' : 'Bob',
    text: lines[i % lines.length] as string,
    line: 3 + i * 4,
  }))
}

// English as a research-meeting transcriber writes it: short lines, back-channels, filled pauses,
// cut-off words and markup ("==" for an abandoned utterance, "|" between units, "@@" unclear).
const MARKED_UP_ENGLISH = [
  'Uhhuh.',
  'Um ==',
  'And ==',
  'Yeah.',
  'So - so someti- - sometime next week',
  'Okay | yeah so',
  'Uh is it the - the twenty fourth?',
  "Oh | then it's just going to be the five of us",
  'Uhhuh.',
  'I - @@.',
  'Huh.',
  'The m. M =',
  'Yeah | unl-',
  'Mm.',
  'Uh uh ==',
  'But if you were logged in from home?',
  'Just - just the l. D. A filters',
  'And uh == So ==',
  'Yeah. Yeah.',
  'Hmm.',
]

test('English full of back-channels, fillers and markup is English (the letter model alone says otherwise)', () => {
  const sample = MARKED_UP_ENGLISH.join(' ')
  // tinyld's light model reads this as another language (Hindi with tinyld 1.3.4).
  expect(detect(sample.repeat(6).slice(0, 2000))).not.toBe('en')
  expect(detectLanguage(cues(MARKED_UP_ENGLISH))).toBe('en')
})

test('plain English and Zoom captions without punctuation are English', () => {
  expect(
    detectLanguage(
      cues([
        'so I think we should ship it on friday if the tests pass tonight',
        'yeah that makes sense and what about the billing tables',
        "I don't know if that's ready but we can check with the team",
      ]),
    ),
  ).toBe('en')
})

const OTHER_LANGUAGES: Record<string, string> = {
  de: 'Wir haben uns die Zahlen für das neue Release angesehen und die Kosten sind niedriger als geplant. Ich denke, wir sollten am Freitag liefern, wenn die Tests heute Abend bestehen. Kannst du uns bitte die Schritte erklären?',
  es: 'Hemos revisado las cifras de la nueva versión y los costes son más bajos de lo previsto. Creo que deberíamos entregarla el viernes si las pruebas pasan esta noche. ¿Puedes explicarnos los pasos de la migración?',
  fr: "Nous avons regardé les chiffres de la nouvelle version et les coûts sont plus bas que prévu. Je pense qu'il faudrait livrer vendredi si les tests passent ce soir. Peux-tu nous expliquer les étapes de la migration ?",
  it: 'Abbiamo guardato i numeri della nuova versione e i costi sono più bassi del previsto. Penso che dovremmo consegnare venerdì se i test passano stasera. Puoi spiegarci i passaggi della migrazione?',
  nl: 'We hebben de cijfers van de nieuwe release bekeken en de kosten zijn lager dan gepland. Ik denk dat we vrijdag moeten leveren als de tests vanavond slagen. Kun je ons de stappen van de migratie uitleggen?',
  pl: 'Przejrzeliśmy liczby dla nowego wydania i koszty są niższe niż planowaliśmy. Myślę, że powinniśmy to wydać w piątek, jeśli testy przejdą dziś wieczorem. Czy możesz nam wyjaśnić kroki migracji?',
  pt: 'Nós vimos os números da nova versão e os custos são mais baixos do que o planeado. Acho que devemos entregar na sexta-feira se os testes passarem hoje à noite. Podes explicar-nos os passos da migração?',
  ja: '新しいリリースの数字を見ましたが、コストは計画より低いです。今夜テストが通れば金曜日に出荷すべきだと思います。移行手順を説明してもらえますか。',
}

test('other languages are not taken for English', () => {
  for (const [code, text] of Object.entries(OTHER_LANGUAGES)) {
    expect(englishMarkerShare(text), code).toBeLessThan(0.02)
    const found = detectLanguage(cues([text], 40))
    expect(found, code).not.toBe('en')
  }
  expect(detectLanguage(cues([OTHER_LANGUAGES.de as string], 40))).toBe('de')
  expect(detectLanguage(cues([OTHER_LANGUAGES.ja as string], 40))).toBe('ja')
})

test('too little text to tell is "und"', () => {
  expect(detectLanguage(cues(['Hello.', 'Bye.'], 2))).toBe('und')
})
