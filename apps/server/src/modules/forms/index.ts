// The forms module's public face (issue 23, ADR 0065).
export { FormsService, formMessages } from './forms.service';
export { CuFormsService } from './cuforms.service';
export { FormsRepository } from './forms.repository';
export { PrivateFiles } from './private-files';
export { wpFormRoutes, ajaxRoutes } from './forms.routes';
export { cuFormRoutes } from './cuforms.routes';
