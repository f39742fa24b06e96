import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Configuration temporaire (non versionnée) : application déjà lancée sur le port 3321.
export default defineConfig({ ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:3321' } });
