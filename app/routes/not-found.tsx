import { data } from "react-router";
import { NotFoundPage, notFoundMeta } from "~/layout/not-found-page";

/**
 * Any URL the app does not know: a Portuguese 404 page. It answers 404 without throwing,
 * so this route's own meta gives the tab its title (a thrown 404 renders the root's error
 * boundary, where no route's meta runs and the <title> stays empty).
 */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default NotFoundPage;
