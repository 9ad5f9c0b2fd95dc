import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasExited } from '../../db/test/has-exited';
import type { ChildMessage, OidcProviderSetup } from './oidc-provider-protocol';

export type OidcProviderProcess = {
  pid: number;
  tokenEndpoint: string;
  mintCodes: (clientId: string, count: number) => Promise<string[]>;
  stop: () => Promise<void>;
};

const STOP_TIMEOUT_MS = 5000;

/** oidc-provider in a child process (tsx's loader is inherited through execArgv). */
export async function startOidcProvider(setup: OidcProviderSetup): Promise<OidcProviderProcess> {
  const child = fork(
    fileURLToPath(new URL('./oidc-provider-server.ts', import.meta.url)),
    [JSON.stringify(setup)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const ready = await nextMessage(child, 'ready');
  return {
    pid: child.pid!,
    tokenEndpoint: ready.tokenEndpoint,
    mintCodes: async (clientId, count) => {
      const minted = nextMessage(child, 'minted');
      child.send({ type: 'mint', clientId, count });
      return (await minted).codes;
    },
    stop: () => stopChild(child),
  };
}

function nextMessage<Type extends ChildMessage['type']>(
  child: ChildProcess,
  type: Type,
): Promise<Extract<ChildMessage, { type: Type }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the oidc-provider process exited (code ${String(code)}) before "${type}"`));
    };
    const onMessage = (message: unknown) => {
      const received = message as ChildMessage;
      if (received.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(received as Extract<ChildMessage, { type: Type }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
