// Rewards and donations of points (ADR 0059): loyalty-rewards/*. Refusals come back as ApiError
// with the server's Italian message; the pages show them in their message area.
import type {
  CharityProjects,
  DonationResult,
  RewardCart,
  RewardCatalogue,
  RewardRequest,
  RewardRequests,
} from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type {
  CharityProjects,
  DonationReceipt,
  Reward,
  RewardCart,
  RewardCatalogue,
  RewardRequest,
} from '@sporta/contracts';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>, via: Via = {}) =>
  unwrap(await apiRequest<T>(path, { ...via, query, quiet: true }));
const post = async <T>(path: string, body: Record<string, unknown> = {}) =>
  unwrap(await apiRequest<T>(path, { method: 'POST', body, quiet: true }));

export const rewardCatalogue = () => get<RewardCatalogue>('loyalty-rewards/catalogue');
export const rewardCart = () => get<RewardCart>('loyalty-rewards/cart');
export const addReward = (rewardId: number, quantity = 1) =>
  post<RewardCart>('loyalty-rewards/cart/add', { reward_id: rewardId, quantity });
export const updateReward = (rewardId: number, quantity: number) =>
  post<RewardCart>('loyalty-rewards/cart/update', { reward_id: rewardId, quantity });
export const removeReward = (rewardId: number) =>
  post<RewardCart>('loyalty-rewards/cart/remove', { reward_id: rewardId });
export const requestRewards = () =>
  post<{ request: RewardRequest; cart: RewardCart }>('loyalty-rewards/cart/request');
export const rewardRequests = () => get<RewardRequests>('loyalty-rewards/requests');
export const cancelRewardRequest = (requestId: number) =>
  post<RewardRequests & { request: RewardRequest }>('loyalty-rewards/requests/cancel', {
    request_id: requestId,
  });
export const charityProjects = () => get<CharityProjects>('loyalty-rewards/charity-projects');
export const donatePoints = (projectId: number, points: number) =>
  post<DonationResult>('loyalty-rewards/donate', { project_id: projectId, points });

// ---- store managers ----

export const staffRewardRequests = (status: string | undefined, via: Via = {}) =>
  get<RewardRequests>('loyalty-rewards/staff/requests', { status }, via);
export const advanceRewardRequest = (requestId: number, status: 'ready' | 'collected' | 'cancelled') =>
  post<{ request: RewardRequest }>('loyalty-rewards/staff/advance', { request_id: requestId, status });
