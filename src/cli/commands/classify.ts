/** Placeholder until the classify command lands; replaced by its owner. */
export async function runClassify(_argv: readonly string[]): Promise<number> {
  process.stderr.write('stayup classify: not built yet\n');
  return 1;
}
