import { useEffect, useState } from 'react';
import { typingPauseMs, useDebounced } from './useDebounced.ts';

/**
 * A search box whose text lives in the address (`q`): the box answers each keystroke; the
 * address follows once typing pauses, through `writeAddress` (which should replace the history
 * entry, so that Back skips the keystrokes). A search arriving from the address (Back, a link)
 * wins over what was typed. Returns the box's text, its setter, and the text once typing paused,
 * for the query.
 */
export function useAddressSearchText(addressText: string, writeAddress: (q: string | undefined) => void): { text: string; setText: (text: string) => void; searched: string } {
  const [text, setText] = useState(addressText);
  const [written, setWritten] = useState(addressText);
  const [seenAddress, setSeenAddress] = useState(addressText);
  if (addressText !== seenAddress) {
    setSeenAddress(addressText);
    if (addressText !== written) {
      setText(addressText);
      setWritten(addressText);
    }
  }
  useEffect(() => {
    if (text === written) return;
    const timer = setTimeout(() => {
      setWritten(text);
      writeAddress(text.trim() === '' ? undefined : text);
    }, typingPauseMs);
    return () => clearTimeout(timer);
  }, [text, written, writeAddress]);
  return { text, setText, searched: useDebounced(text) };
}
