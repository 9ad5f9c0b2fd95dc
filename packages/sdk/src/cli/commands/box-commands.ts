import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { BoxDeletedError } from '../../errors';
import type { Message } from '../../messages/messages';
import { cofferFromSettings } from '../client';
import { reserveKeyFile } from '../key-out-file';
import type { Output } from '../output';

/** `coffer box create|send|messages|download|list|rotate-key-share|delete`. */
export function boxCommands(output: () => Output): Command {
  const box = new Command('box').description("the organization's boxes");

  box
    .command('create')
    .description('open a box about a person; its secret key goes to a file (mode 0600)')
    .requiredOption('--subject <email>', "the data subject's email")
    .requiredOption('--title <title>', 'the title the person sees')
    .requiredOption('--datatag <id>', 'one of the organization datatags')
    .option('--key-out <file>', 'where to write the box secret key (default: <box id>.key)')
    .action(
      async (options: { subject: string; title: string; datatag: string; keyOut?: string }) => {
        const coffer = await cofferFromSettings();
        const keyOut = await reserveKeyFile(options.keyOut);
        const created = await coffer.boxes
          .create({ title: options.title, datatagId: options.datatag, subject: options.subject })
          .catch(async (error: unknown) => {
            await keyOut.release();
            throw error;
          });
        const keyFile = await keyOut.write(created.box.id, created.secretKey);
        output().result(
          { box: created.box, delivery: created.delivery, link: created.link, key_file: keyFile },
          [
            `box ${created.box.id} "${created.box.title}" for ${created.box.datatag_subject}`,
            `secret key: ${keyFile} (keep it: it is the only way to read the box again)`,
            created.link
              ? `send this link to the person: ${created.link}`
              : `the person gets it by ${created.delivery === 'invitation' ? 'an automatic invitation' : 'the provision link sent before'}`,
          ].join('\n'),
        );
      },
    );

  box
    .command('send <box> [file]')
    .description('send a file (encrypted as it uploads) or, with --text, a text')
    .option('--text <text>', 'a text message instead of a file')
    .option('--type <mime>', "the file's MIME type")
    .option('--name <name>', "the file's name (default: its own)")
    .action(
      async (
        boxId: string,
        file: string | undefined,
        options: { text?: string; type?: string; name?: string },
      ) => {
        const coffer = await cofferFromSettings();
        if ((options.text === undefined) === (file === undefined)) {
          throw new Error('give either a file or --text');
        }
        if (options.text !== undefined) {
          const event = await coffer.messages.sendText(boxId, options.text);
          output().result(event, `sent text message ${event.id}`);
          return;
        }
        let bar: ReturnType<Output['progress']> | undefined;
        const event = await coffer.messages.sendFile(boxId, file as string, {
          type: options.type,
          name: options.name,
          onProgress: (sent, total) => {
            bar ??= output().progress('upload', total);
            bar.update(sent);
          },
        });
        bar?.stop();
        output().result(event, `sent file message ${event.id}`);
      },
    );

  box
    .command('messages <box>')
    .description("the box's messages, decrypted, newest first")
    .requiredOption('--key <file>', 'the box secret key file (from box create)')
    .option('--limit <n>', 'at most this many (≤ 500)', Number)
    .action(async (boxId: string, options: { key: string; limit?: number }) => {
      const coffer = await cofferFromSettings();
      const secretKey = await readSecretKey(options.key);
      const messages =
        options.limit === undefined
          ? await coffer.messages.list(boxId, secretKey).toArray()
          : await coffer.messages.listPage(boxId, secretKey, { limit: options.limit });
      output().result(
        messages,
        messages
          .map((message) => {
            const what =
              message.kind === 'text'
                ? message.text
                : message.kind === 'file'
                  ? `[file ${message.file.id}] ${message.file.name} (${message.file.size} bytes)`
                  : '[deleted]';
            return `${message.sentAt}  ${message.sender?.display_name ?? '?'}: ${what}`;
          })
          .join('\n'),
      );
    });

  box
    .command('download <box> <file-id>')
    .description('download and decrypt a file of the box')
    .requiredOption('--key <file>', 'the box secret key file (from box create)')
    .option('--out <path>', 'where to write it (default: its name, in this folder)')
    .action(async (boxId: string, fileId: string, options: { key: string; out?: string }) => {
      const coffer = await cofferFromSettings();
      const file = await findFile(
        coffer.messages.list(boxId, await readSecretKey(options.key)),
        fileId,
      );
      if (!file) throw new Error(`no file ${fileId} among the box's messages`);
      // The name comes from the sender: only its last path segment is used.
      const out = path.resolve(options.out ?? path.basename(file.name));
      const bar = output().progress('download', file.size);
      await coffer.files.download(file, out, { onProgress: (done) => bar.update(done) });
      bar.stop();
      output().result({ file, path: out }, `wrote ${out}`);
    });

  box
    .command('list')
    .description("the organization's boxes, newest first")
    .option('--subject <email>', 'only those about this person')
    .action(async (options: { subject?: string }) => {
      const coffer = await cofferFromSettings();
      const boxes = await coffer.boxes.list({ subject: options.subject }).toArray();
      output().result(
        boxes,
        boxes.map((b) => `${b.id}  ${b.datatag_subject}  ${b.title}`).join('\n'),
      );
    });

  box
    .command('rotate-key-share <box>')
    .description('a new invitation link for the box: every earlier link stops working')
    .requiredOption('--key <file>', 'the box secret key file (from box create)')
    .action(async (boxId: string, options: { key: string }) => {
      const coffer = await cofferFromSettings();
      const rotated = await coffer.keyShares.rotate(boxId, await readSecretKey(options.key));
      output().result(
        { event: rotated.event, link: rotated.link },
        `new invitation link (earlier ones no longer work): ${rotated.link}`,
      );
    });

  box
    .command('delete <box>')
    .description('delete a box and everything in it, irreversibly')
    .action(async (boxId: string) => {
      try {
        await (await cofferFromSettings()).boxes.delete(boxId);
      } catch (error) {
        // Deleting again finds what was asked for done: said so, not refused (exit 0).
        if (!(error instanceof BoxDeletedError)) throw error;
        const deletedAt = error.deletedAt.toISOString();
        output().result(
          { deleted: boxId, already_deleted_at: deletedAt },
          `box ${boxId} was already deleted (${deletedAt})`,
        );
        return;
      }
      output().result({ deleted: boxId }, `deleted box ${boxId}`);
    });

  return box;
}

/** The file of that id among the box's messages, reading pages only until it is found. */
async function findFile(messages: AsyncIterable<Message>, fileId: string) {
  for await (const message of messages) {
    if (message.kind === 'file' && message.file.id === fileId) return message.file;
  }
  return undefined;
}

async function readSecretKey(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).trim();
}
