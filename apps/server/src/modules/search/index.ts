export { searchRoutes } from './search.routes';
export { SearchService } from './search.service';
