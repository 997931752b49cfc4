// The lists module's public face.
export { listsPlugin } from './lists.plugin';
export type { ListService } from './lists.service';
