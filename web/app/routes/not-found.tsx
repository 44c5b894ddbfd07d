import { NotFoundContent } from "../components/not-found-content.tsx";

export const meta = () => [{ title: "Page not found · Tidewire Developer Center" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundContent />;
}
