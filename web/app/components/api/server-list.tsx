/** The base URLs an operation or group is served from, with their descriptions (sandbox, production). */
export function ServerList({ servers }: { servers: { url: string; description: string | null }[] }) {
  return (
    <ul className="server-list">
      {servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code> {server.description && <span className="api-meta__note">{server.description}</span>}
        </li>
      ))}
    </ul>
  );
}
