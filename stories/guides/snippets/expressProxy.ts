import { createRewardsProxy, toNodeHandler } from 'apy-rewards-kit/server';
import express from 'express';

const upstream = process.env.REWARDS_API_ORIGIN;
if (!upstream) throw new Error('Set REWARDS_API_ORIGIN to the rewards API origin');
const handler = toNodeHandler(createRewardsProxy({ upstream }));

export const app = express();
app.use('/api/ion-rewards', (request, response) => void handler(request, response));
