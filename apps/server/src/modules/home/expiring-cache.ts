/**
 * One cached value, loaded on demand. `invalidate()` drops it; a load that was running when it was
 * invalidated is not kept, so a change is never hidden by an older read.
 */
export class ExpiringCache<T> {
  private value: { data: T; expiresAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<{ value: T; expiresAt: number }>) {}

  get(): Promise<T> {
    if (this.value && this.value.expiresAt > Date.now()) return Promise.resolve(this.value.data);
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.loading = this.load()
      .then(({ value, expiresAt }) => {
        if (generation === this.generation) this.value = { data: value, expiresAt };
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  invalidate() {
    this.generation++;
    this.value = null;
    this.loading = null;
  }
}
