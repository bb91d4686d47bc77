/**
 * `npm run eval` (packages/analysis): measures the analysis against human judgement on real meetings.
 * Each section reads the MRDA folder (MRDA_DIR, or `<repo root>/../shared/datasets/mrda`); when it is
 * absent the run says so and exits 0, since a fresh clone does not have it. To add a section, write
 * an EvalSection and list it in SECTIONS.
 */
import { actsSection } from './acts-section.ts'
import { coachingSection } from './coaching-section.ts'
import { mrdaDir } from './mrda.ts'
import { narrativeSection } from './narrative-section.ts'
import { recallSection } from './recall-section.ts'
import { scoringFloorSection } from './scoring-floor-section.ts'
import type { EvalSection } from './section.ts'
import { transcriptsSection } from './transcripts-section.ts'

const SECTIONS: readonly EvalSection[] = [
  actsSection,
  recallSection,
  scoringFloorSection,
  coachingSection,
  transcriptsSection,
  narrativeSection,
]

const dir = mrdaDir()
if (!dir) {
  console.log(
    'MRDA dataset not found (set MRDA_DIR to the folder of Bxx000.vtt + Bxx000.acts.json); nothing evaluated.',
  )
} else {
  for (const section of SECTIONS) {
    const t0 = performance.now()
    const lines = section.run(dir)
    console.log(`\n== ${section.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`)
    for (const line of lines) console.log(line)
  }
}
