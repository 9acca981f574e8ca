// How the server process is started wherever it runs for real. `npm start` and the systemd unit spell the same
// settings out (server-launch.test.mjs holds them to this file); the benchmarks, the journeys' server and the
// tests that start the built server take them from here.

/** A young generation of 8 MB per semi-space: some 120 MB less at rest than Node 24's own (decision 037). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * glibc's allocator at its documented mmap threshold (128 KiB), kept there: left to itself it raises the
 * threshold to the largest block freed (up to 32 MB), after which V8's large compile buffers come from the
 * per-thread arenas and stay there, some 60-70 MB at rest (decision 052). Ignored where libc is not glibc.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
