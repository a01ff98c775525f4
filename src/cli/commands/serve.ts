/** Placeholder until the serve command lands; replaced by its owner. */
export async function runServe(_argv: readonly string[]): Promise<number> {
  process.stderr.write('stayup serve: not built yet\n');
  return 1;
}
