// `npm run bench`: every benchmark of the package, one call each.
import { runParseBench } from './parse.bench.ts'

runParseBench()
