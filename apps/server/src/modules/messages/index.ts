// The message archive's public face (issue 25: /profile/news-list).
export { MessagesService } from './messages.service';
export { messageRoutes } from './messages.routes';
export { CustomerNotices, type CustomerNotice, type NoticeContact } from './customer-notices';
