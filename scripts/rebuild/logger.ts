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

/** What a redacted secret is replaced with. */
export const REDACTED = "[redacted]";

// Sanity API tokens: `sk` and dozens of letters and digits (sanity.io/manage, API tokens).
const SANITY_TOKEN = /\bsk[A-Za-z0-9]{30,}\b/g;

/**
 * A function that replaces every occurrence of `secrets` (the empty ones are ignored) and every
 * Sanity API token in a text with REDACTED. Used on every log line and on build output, which
 * can print anything the build saw.
 */
export function createRedactor(secrets: (string | undefined)[]): (text: string) => string {
  const known = [...new Set(secrets.filter((secret): secret is string => !!secret))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => {
    let redacted = text;
    for (const secret of known) redacted = redacted.replaceAll(secret, REDACTED);
    return redacted.replace(SANITY_TOKEN, REDACTED);
  };
}

/** `value` with every string in it passed through `redact`. */
function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (value instanceof Error) return redact(value.message);
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, redact)]));
  return value;
}

/**
 * A logger that passes the message and every string in the fields of each record through
 * createRedactor(`secrets`) before handing it to `logger`.
 */
export function redactingLogger(logger: Logger, secrets: (string | undefined)[]): Logger {
  const redact = createRedactor(secrets);
  const wrap =
    (method: keyof Logger) =>
    (msg: string, fields: LogFields = {}) =>
      logger[method](redact(msg), redactValue(fields, redact) as LogFields);
  return { debug: wrap("debug"), info: wrap("info"), warn: wrap("warn"), error: wrap("error") };
}

/**
 * Creates a JSON-lines logger (one object per line, the format log shippers ingest without
 * parsing rules). `level` is the lowest level written (default `info`); `write` receives each
 * finished line including its newline (default: process.stdout). Errors in fields are reduced to
 * their message, since `JSON.stringify(new Error())` is `{}`, so a stack trace never spreads
 * over several lines.
 * Throws when `level` is not one of LOG_LEVELS.
 */
export function createJsonLogger({
  level = "info",
  write = (line: string) => void process.stdout.write(line),
}: {
  level?: string;
  write?: (line: string) => void;
} = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(level as LogLevel);
  if (threshold < 0) throw new Error(`Unknown log level "${level}"; use one of ${LOG_LEVELS.join(", ")}`);
  const log =
    (recordLevel: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (LOG_LEVELS.indexOf(recordLevel) < threshold) return;
      const record: LogFields = { time: new Date().toISOString(), level: recordLevel, msg };
      for (const [key, value] of Object.entries(fields)) record[key] = value instanceof Error ? value.message : value;
      write(`${JSON.stringify(record)}\n`);
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** A logger that writes nothing, for tests that do not assert on logs. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
