// The search module's public face.
export { SearchService } from './search.service';
