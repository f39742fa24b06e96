/** Textes français du captcha ALTCHA : module à effet de bord (enregistrement des traductions), sans types publiés. */
declare module 'altcha/i18n/fr-fr';
