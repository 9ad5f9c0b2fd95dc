/** The bench file: 126 MiB, the largest upload Coffer accepts. */
export const FILE_SIZE = 126 * 1024 * 1024;
