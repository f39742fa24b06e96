import { z } from 'zod';
import { PreuveCaptcha } from '../commun/texte.js';
import { defineRoute } from './contrat.js';

/** Défi de preuve de travail ALTCHA (format du composant `altcha-widget`). */
export const DefiCaptcha = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** Captcha auto-hébergé (ALTCHA) : défi, vérification et contournement pour les notaires (spec 2 §7.1). */
export const captchaRoutes = {
  defi: defineRoute({
    method: 'GET',
    path: '/api/public/captcha/challenge',
    summary: 'Nouveau défi de preuve de travail pour le composant captcha du navigateur',
    acces: 'public',
    response: DefiCaptcha,
  }),
  verifier: defineRoute({
    method: 'POST',
    path: '/api/public/captcha/verify',
    summary: 'Vérifie une preuve de travail résolue (vrai ou faux), sans la consommer',
    acces: 'public',
    body: z.object({ captcha: PreuveCaptcha }),
    response: z.boolean(),
    exemple: { body: { captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' } },
  }),
  contournement: defineRoute({
    method: 'GET',
    path: '/api/public/captcha/bypass',
    summary:
      "Jeton valable dix minutes qui remplace le captcha lors de la création d'un collaborateur par un notaire",
    acces: ['CREER_GESTIONNAIRE'],
    response: z.object({ jeton: z.string() }),
  }),
} as const;
