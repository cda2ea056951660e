import { useSearchInAddress } from './catalogue-search-address';
import { ViewBooksScreen } from './view-books-screen';

/** View Books with its address's search (?q=&by=&type=&available=&page=&title=), read here with the screen's code. */
export function ViewBooksRoute() {
  const [search, go] = useSearchInAddress();
  return <ViewBooksScreen search={search} onSearch={go} />;
}
