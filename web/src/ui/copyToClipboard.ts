import { toaster } from './toaster.tsx';

/**
 * Copies a text and says so in a toast; clipboard access can be refused (permissions, an
 * insecure page), and then the failure toast says what to do instead. Answers whether it copied.
 */
export async function copyToClipboard(text: string, messages: { copied: string; failed: string }): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: messages.copied });
    return true;
  } catch {
    toaster.create({ type: 'error', title: messages.failed });
    return false;
  }
}
