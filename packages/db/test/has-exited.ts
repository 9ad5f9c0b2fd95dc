import type { ChildProcess } from 'node:child_process';

/**
 * Whether a child process has ended. One ended by a signal has a `signalCode` and no
 * `exitCode`: a check of `exitCode` alone takes it for running, and waits for an 'exit' that
 * has already been emitted.
 */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}
