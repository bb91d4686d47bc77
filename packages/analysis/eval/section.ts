/** One section of `npm run eval`: given the dataset folder, the lines it prints. */
export interface EvalSection {
  name: string
  run(mrdaDir: string): string[]
}
