/** The benchmark's report goes to stdout, line by line. */
export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}
