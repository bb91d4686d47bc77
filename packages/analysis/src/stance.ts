/**
 * Whether a sentence states a view (an opinion, a judgement, a preference, a proposal) rather than
 * reports a fact. The difference decides what a hedge means: "I think we should ship it" softens a
 * view the speaker holds, and saying it plainly is good advice; "we don't have a client for it, I
 * think" marks honest doubt about a fact, and taking the doubt out would make them claim what they
 * do not know. Likewise "…, right?" after a recommendation asks for approval, after a name or a number
 * it checks a fact. So hedges and tags are coached only on views.
 */
const VIEW =
  /\b(?:should(?:n't)?|ought to|must|(?:need|needs|have|has) to|let's|let us|i'd|i would|we'd|we would|it'd|it would be|would be (?:good|better|nice|great|best|easier|simpler|cleaner|safer|fine)|prefer(?:able|red)?|rather|recommend|suggest|propose|(?:dis)?agree|i (?:like|love|hate|want)|we (?:want|can|could)|(?:good|great|better|best|bad|worse|worst|fine|nice|nicer|easy|easier|hard|harder|simple|simpler|complicated|complex|risky|safe|safer|important|useful|useless|worth|wrong|ideal|reasonable|sensible|fair|clean|cleaner|messy|ugly|elegant|annoying|confusing|clear|unclear|enough|ready|priority|concerned|worried|happy|comfortable|excited|interesting|cool|crazy|weird|silly)\b|makes? sense|too (?:much|many|late|early|big|small|slow|fast|complicated|risky))/i

/** True when the sentence states a view of the speaker's, not (only) a fact. */
export function statesAView(sentence: string): boolean {
  return VIEW.test(sentence)
}
