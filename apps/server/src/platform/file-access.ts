import type { PolicyContext } from './access';
import type { BucketName } from './storage';

/** Whether the viewer may download this stored file: the rule of the record that owns it. */
export type FilePolicy = (context: PolicyContext, storedName: string) => Promise<boolean>;

/**
 * Per-object rules for private files, registered by the module whose records own each bucket's files
 * (registrations for ID cards, the shop for transfer slips, the archive for documents). A bucket with
 * no rule serves nobody: a right on a module never opens every private file of that module.
 */
export class FilePolicies {
  private readonly policies = new Map<BucketName, FilePolicy>();

  register(bucket: BucketName, policy: FilePolicy) {
    if (this.policies.has(bucket)) throw new Error(`A file policy for ${bucket} is already registered`);
    this.policies.set(bucket, policy);
  }

  async admits(bucket: BucketName, context: PolicyContext, storedName: string): Promise<boolean> {
    const policy = this.policies.get(bucket);
    return policy ? policy(context, storedName) : false;
  }
}
