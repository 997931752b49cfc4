// Invite a friend's public face (issue 25: /profile/invite and the voucher job).
export { InviteService } from './invite.service';
export { inviteRoutes } from './invite.routes';
