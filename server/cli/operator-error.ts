/**
 * Operator errors (the machine, not the content or the options): a port in use, a folder
 * that cannot be read or written. Each becomes one line that says what to do, and exit
 * code 3 (0 ok, 1 content problems, 2 wrong options, 3 the environment).
 */
export const EXIT_ENVIRONMENT = 3;

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
}

export function operatorMessage(error: unknown): string | undefined {
  const e = error as SystemError;
  if (!e || typeof e !== 'object' || typeof e.code !== 'string') return undefined;
  const where = e.port !== undefined ? `port ${e.port}${e.address ? ` on ${e.address}` : ''}` : 'the port';
  if (e.syscall === 'listen' || e.syscall === 'bind') {
    if (e.code === 'EADDRINUSE') return `${where} is already in use: stop the other server, or choose another port with --port (--port 0 picks a free one)`;
    if (e.code === 'EACCES' || e.code === 'EPERM') return `not allowed to listen on ${where}: use a port above 1023 (e.g. --port 3000), or put the server behind a reverse proxy`;
    if (e.code === 'EADDRNOTAVAIL') return `${e.address ?? 'the address'} is not an address of this machine: use --host 127.0.0.1, or --host 0.0.0.0 for every interface`;
    return `cannot listen on ${where} (${e.code}): check --port and --host`;
  }
  const path = e.path ?? 'a file';
  switch (e.code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied on ${path}: make it readable (and, for --out, writable) by this user, e.g. chmod -R u+rwX ${path}`;
    case 'ENOENT':
      return `${path} does not exist: check the path (--content, --out)`;
    case 'ENOTDIR':
      return `${path} is not a folder: give a folder (--content, --out)`;
    case 'EISDIR':
      return `${e.path ? `${e.path} is a folder` : 'a folder was found'} where a file was expected (site.yaml and pages are files): rename or remove it`;
    case 'ENOSPC':
      return `no space left on the device holding ${path}: free some space`;
    case 'EROFS':
      return `${path} is on a read-only file system: choose a writable folder`;
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files: raise the limit (ulimit -n) or stop other processes';
    default:
      return undefined;
  }
}
