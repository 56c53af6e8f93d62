import { fieldIssue, type Message } from '@cairn/shared/errors';
import { contentTypeFor, fileMessages, uploadProblem, type FileLink, type UploadPurpose, type UploadRequest } from '@cairn/shared/files';
import { ApiError, callProcedure, type CallOptions } from './client.ts';

/*
 * Files travel outside JSON (docs/architecture.md, "Files"): an upload goes straight to the
 * bucket through a link the server signs for it, and a download is a short-lived link.
 */

/** Who signs an upload's link: `file.prepareUpload` for a signed-in user, a survey's own procedure for its respondents. */
export type UploadSigner = (request: UploadRequest, options: CallOptions) => ReturnType<typeof callProcedure<'file.prepareUpload'>>;

const signedInUpload: UploadSigner = (request, options) => callProcedure('file.prepareUpload', request, options);

/**
 * Sends a file for `purpose` and answers its upload uuid, to name to the procedure that takes
 * it. The purpose's rules are checked here first, so a wrong file costs no round trip; the
 * server checks them again, and the file's content too. Throws ApiError only.
 */
export async function uploadFile(purpose: UploadPurpose, file: File, options: CallOptions = {}, sign: UploadSigner = signedInUpload): Promise<string> {
  const refused = (problem: Message) => new ApiError('BAD_REQUEST', problem, [fieldIssue(['file'], problem)], 'input');
  const contentType = contentTypeFor(purpose, file.name);
  if (!contentType) throw refused(fileMessages.notAccepted(file.name));
  const problem = uploadProblem(purpose, { name: file.name, contentType, size: file.size });
  if (problem) throw refused(problem);
  const ticket = await sign({ purpose, name: file.name, contentType, size: file.size }, options);
  const send = options.fetch ?? globalThis.fetch;
  let answer: Response;
  try {
    answer = await send(ticket.url, { method: 'PUT', headers: ticket.headers, body: file, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('INTERNAL', '', [], 'network');
  }
  // The bucket answers in XML, never our envelope: a refusal is the link's (expired, changed).
  if (!answer.ok) throw new ApiError(answer.status === 403 ? 'FORBIDDEN' : 'INTERNAL', '', [], 'network');
  return ticket.uploadUuid;
}

/** Saves a file the server linked to: the bucket answers it as an attachment under its name. */
export function saveFile(file: Pick<FileLink, 'url' | 'name'>, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = file.url;
  link.download = file.name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
}
