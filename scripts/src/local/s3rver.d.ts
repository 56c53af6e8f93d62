/** The parts of s3rver 3.7 (a CommonJS package without types) that the local stack uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export default S3rver;
}

declare module 's3rver/lib/models/account.js' {
  interface AwsAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  const account: { DUMMY_ACCOUNT: AwsAccount };
  export default account;
}
