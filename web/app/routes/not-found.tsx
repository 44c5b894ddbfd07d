import { NotFoundContent } from "../components/not-found-content.tsx";

export default function NotFound() {
  return <NotFoundContent />;
}
