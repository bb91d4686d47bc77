// `npm run bench`: every benchmark of the package, one call each.
import { runAnalysisBench } from './analysis.bench.ts'
import { runParseBench } from './parse.bench.ts'

runParseBench()
runAnalysisBench()
