export { hashPassword, verifyPassword, decoyHash } from './password.ts';
export { signToken, verifyToken, resetSigningSecret, type Claims } from './token.ts';
export { startSession, renewSession, authenticate, endSession, endSessionsOf, currentUser, type Authenticated } from './session.ts';
export { createInvitation, hashInvitationToken } from './invitation.ts';
