import { spawn } from 'node:child_process';

/** How much of a tool's stderr a failure reports: ffmpeg puts the reason in its last lines. */
const STDERR_TAIL_LINES = 8;
const STDERR_KEPT_CHARS = 16 * 1024;

export interface RunOptions {
  /** Killed (SIGKILL) and rejected past this. */
  timeoutMs: number;
  /** Receives stdout line by line instead of collecting it (ffmpeg's -progress). */
  onLine?: (line: string) => void;
  /** stdout beyond this is an error (a frame or a probe's JSON is far smaller). */
  maxStdoutBytes?: number;
}

/**
 * A tool that exited with an error (exitCode set), or was stopped (timedOut, too much output) or could not start;
 * the message ends with its last stderr lines.
 */
export class ToolFailedError extends Error {
  override readonly name = 'ToolFailedError';

  constructor(
    message: string,
    readonly stderrTail = '',
    readonly exitCode: number | null = null,
    readonly timedOut = false,
  ) {
    super(stderrTail ? `${message}:\n${stderrTail}` : message);
  }
}

const DEFAULT_MAX_STDOUT = 32 * 1024 * 1024;

/** Runs a binary with arguments (no shell, so no quoting of file names); its stdout when it exits with 0. */
export function runTool(binary: string, args: string[], options: RunOptions): Promise<Buffer> {
  const tool = binary.split('/').pop() ?? binary;
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let pending = '';
    let stderr = '';
    let failure: ToolFailedError | null = null;
    const tail = () => stderr.trim().split(/\r?\n/).slice(-STDERR_TAIL_LINES).join('\n');
    const fail = (err: ToolFailedError) => {
      failure ??= err;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => fail(new ToolFailedError(`${tool} timed out after ${options.timeoutMs} ms`, '', null, true)),
      options.timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onLine) {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        try {
          for (const line of lines) options.onLine(line.trim());
        } catch (err) {
          fail(new ToolFailedError(`${tool} output handler failed (${(err as Error).message})`));
        }
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) fail(new ToolFailedError(`${tool} wrote more than ${maxStdout} bytes`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT_CHARS);
    });
    child.on('error', (err) => fail(new ToolFailedError(`${tool} could not start (${err.message})`)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new ToolFailedError(`${tool} exited with ${code ?? signal}`, tail(), code));
      else resolve(Buffer.concat(chunks));
    });
  });
}
