import { describe, expect, it } from 'vitest';
import { bytesOf } from './downloads.ts';

describe('bytesOf', () => {
  it('decodes the base64 content of a downloaded file', () => {
    expect([...bytesOf({ content: btoa('PK\u0003\u00ff') })]).toEqual([80, 75, 3, 255]);
  });
});
