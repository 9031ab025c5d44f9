import { data } from "react-router";

/** Any URL the app does not know: a Portuguese 404 page (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
