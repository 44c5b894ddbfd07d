/** Log levels in increasing severity; a logger drops records below its threshold. */
export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields attached to a log record; values must be JSON-serialisable. */
export type LogFields = Record<string, unknown>;

/** A structured logger: every call writes one JSON object (one line) with `time`, `level`, `msg`. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/**
 * Creates a JSON-lines logger (one object per line, the format log shippers ingest without
 * parsing rules). `level` is the lowest level written (default `info`); `write` receives each
 * finished line including its newline (default: process.stdout). Errors in fields are reduced to
 * their message, since `JSON.stringify(new Error())` is `{}`.
 * Throws when `level` is not one of LOG_LEVELS.
 */
export function createJsonLogger({ level = "info", write = (line: string) => void process.stdout.write(line) }: { level?: string; write?: (line: string) => void } = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(level as LogLevel);
  if (threshold < 0) throw new Error(`Unknown log level "${level}"; use one of ${LOG_LEVELS.join(", ")}`);
  const log = (recordLevel: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(recordLevel) < threshold) return;
    const record: LogFields = { time: new Date().toISOString(), level: recordLevel, msg };
    for (const [key, value] of Object.entries(fields)) record[key] = value instanceof Error ? value.message : value;
    write(`${JSON.stringify(record)}\n`);
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** A logger that writes nothing, for tests that do not assert on logs. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
