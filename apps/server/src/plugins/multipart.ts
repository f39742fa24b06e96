import fastifyMultipart from '@fastify/multipart';
import { TAILLE_MAX_FICHIER_OCTETS } from '@registre/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErreurHttp } from './erreurs.js';

/**
 * Corps multipart des contrats `bodyFormat: 'multipart'` (spec 2 §7.3 : `pdf/estValide`, `reclamation/save` ;
 * ADR 0295). Le corps est lu avant la validation : chaque champ texte non vide devient une chaîne, chaque fichier
 * `{ nom, type, contenu }` ; le schéma zod du contrat juge ensuite le tout, comme un corps JSON.
 *
 * Un fichier est lu jusqu'à 5 Mo + 1 octet au plus : au-delà, la lecture s'arrête et le contrôle du PDF
 * (`verifierPdf`) le refuse avec son nom, sans que le serveur n'en garde plus en mémoire.
 */
export const LIMITES_MULTIPART = {
  fileSize: TAILLE_MAX_FICHIER_OCTETS + 1,
  files: 1,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 31,
  headerPairs: 50,
} as const;

export async function enregistrerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: LIMITES_MULTIPART, throwFileSizeLimit: false });
}

const MESSAGE_ILLISIBLE =
  'Le formulaire envoyé est illisible ou comporte trop de champs : rechargez la page et réessayez.';

/** Lit un corps multipart en objet simple (champs vides omis : un champ laissé vide est absent). */
export async function lireCorpsMultipart(requete: FastifyRequest): Promise<Record<string, unknown>> {
  const entrees: [string, unknown][] = [];
  try {
    for await (const partie of requete.parts()) {
      if (partie.type === 'file') {
        const morceaux: Buffer[] = [];
        for await (const morceau of partie.file) morceaux.push(morceau as Buffer);
        entrees.push([
          partie.fieldname,
          { nom: partie.filename, type: partie.mimetype, contenu: Buffer.concat(morceaux) },
        ]);
      } else if (typeof partie.value === 'string' && partie.value !== '') {
        if (partie.valueTruncated) throw new ErreurHttp(400, `Le champ ${partie.fieldname} est trop long.`);
        entrees.push([partie.fieldname, partie.value]);
      }
    }
  } catch (erreur) {
    if (erreur instanceof ErreurHttp) throw erreur;
    throw new ErreurHttp(400, MESSAGE_ILLISIBLE);
  }
  // `Object.fromEntries` crée des propriétés propres : un champ nommé `__proto__` ne touche pas au prototype.
  return Object.fromEntries(entrees);
}
