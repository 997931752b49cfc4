// The lists module's public face.
export { ListService } from './lists.service';
