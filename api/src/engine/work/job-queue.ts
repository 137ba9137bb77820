/** Queues only carry "process row X": the payload is small and the database holds the work itself. */
export type JobData = Record<string, string | number | boolean | null>;
export type JobHandler = (data: JobData) => Promise<void>;

export interface JobQueue {
  readonly kind: 'redis' | 'in-process';
  /** Registers the processor of a job name. It runs only in processes whose WORKER_ROLE includes workers. */
  define(name: string, handler: JobHandler): void;
  add(name: string, data: JobData, options?: { delayMs?: number }): Promise<void>;
  /** Adds many jobs of one name at once (one round trip to Redis for a send's thousands of batches). */
  addMany(name: string, items: JobData[]): Promise<void>;
  /** Runs a defined job every `everyMs` — once per period across all replicas when backed by Redis. */
  every(name: string, everyMs: number): Promise<void>;
  /** 'up'/'down' for Redis; undefined in-process. */
  redisHealth(): Promise<'up' | 'down' | undefined>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');
