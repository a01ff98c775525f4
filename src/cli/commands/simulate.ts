/** Placeholder until the simulate command lands; replaced by its owner. */
export async function runSimulate(_argv: readonly string[]): Promise<number> {
  process.stderr.write('stayup simulate: not built yet\n');
  return 1;
}
