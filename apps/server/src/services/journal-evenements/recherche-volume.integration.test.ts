import {
  CategorieEvenement,
  type CriteresRechercheJournal,
  categorieDuTypeEvenement,
  lireDateTexte,
  Profil,
  TypeEvenement,
} from '@registre/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creerJournalRepository } from '../../repositories/journal.repository.js';
import { type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { PLAFOND_TOTAL_JOURNAL } from '../journal.js';

/**
 * Plans de la recherche du journal sur un volume réaliste (ADR 0200) : 400 000 événements sur trois ans,
 * toutes catégories, tous profils, modalités surtout « saisie en ligne ». Chaque forme de recherche de l'écran
 * doit passer par un index du journal, jamais par un parcours complet de la table.
 */
const NB_EVENEMENTS = 400_000;

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const types = TypeEvenement.options;
  const categories = types.map((t) => categorieDuTypeEvenement(t));
  const profils = Profil.options.filter((p) => p !== 'restricted');
  // Pas premier avec le nombre de types : chaque type (donc chaque catégorie) est tiré, quel que soit ce nombre.
  const pgcd = (a: number, b: number): number => (b === 0 ? a : pgcd(b, a % b));
  const pas = [13, 17, 19, 23].find((p) => pgcd(p, types.length) === 1) ?? 1;
  const liste = (valeurs: readonly string[]) => sql.raw(`ARRAY[${valeurs.map((v) => `'${v}'`).join(',')}]`);
  await ctx.db.execute(sql`
    INSERT INTO evenement_journal (date, id_compte, login, profil, categorie, type_evenement, modalite, type_cible, id_cible)
    SELECT timestamptz '2024-01-01 00:00:00+00' + (i * interval '236 seconds'),
      1 + (i % 5000),
      'compte' || (i % 5000) || '@exemple.fr',
      (${liste(profils)})[1 + (i * 7) % ${profils.length}]::profil,
      (${liste(categories)})[1 + (i * ${pas}) % ${types.length}]::categorie_evenement,
      (${liste(types)})[1 + (i * ${pas}) % ${types.length}]::type_evenement,
      (CASE WHEN i % 1000 = 0 THEN 'SERVICE_WEB' WHEN i % 997 = 0 THEN 'CONNEXION_EN_TANT_QUE'
        WHEN i % 10 = 0 THEN 'TRAITEMENT_AUTOMATIQUE' ELSE 'SAISIE_EN_LIGNE' END)::modalite_evenement,
      'COPROPRIETE', i
    FROM generate_series(1, ${NB_EVENEMENTS}) AS i`);
  await ctx.db.execute(sql`ANALYZE evenement_journal`);
}, 300_000);

afterAll(async () => {
  await ctx.fermer();
});

/** Nœuds du plan : type et relation, relevés dans tout l'arbre. */
interface Noeud {
  type: string;
  relation?: string;
  index?: string;
  filtre?: string;
}

function noeuds(arbre: unknown): Noeud[] {
  const trouves: Noeud[] = [];
  const visiter = (n: unknown): void => {
    if (Array.isArray(n)) {
      n.forEach(visiter);
      return;
    }
    if (n === null || typeof n !== 'object') return;
    const o = n as Record<string, unknown>;
    if (typeof o['Node Type'] === 'string') {
      trouves.push({
        type: o['Node Type'],
        relation: o['Relation Name'] as string | undefined,
        index: o['Index Name'] as string | undefined,
        filtre: o.Filter as string | undefined,
      });
    }
    Object.values(o).forEach(visiter);
  };
  visiter(arbre);
  return trouves;
}

async function plan(requete: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: texte, params } = requete.toSQL();
  const { rows } = await ctx.pool.query(`EXPLAIN (FORMAT JSON) ${texte}`, params);
  return noeuds(rows[0]['QUERY PLAN']);
}

const criteresRepository = (criteres: CriteresRechercheJournal) => ({
  dateDu: lireDateTexte(criteres.dateDu),
  dateAu: lireDateTexte(criteres.dateAu),
  profil: criteres.profil ?? null,
  categorie:
    criteres.categorie ?? (criteres.typeEvenement ? categorieDuTypeEvenement(criteres.typeEvenement) : null),
  typeEvenement: criteres.typeEvenement ?? null,
  modalite: criteres.modalite ?? null,
  pageNumber: 1,
  pageSize: 10,
  plafondTotal: PLAFOND_TOTAL_JOURNAL,
});

describe(`recherche dans le journal sur ${NB_EVENEMENTS.toLocaleString('fr-FR')} événements`, () => {
  it.each<[string, CriteresRechercheJournal]>([
    ['sans critère', {}],
    ['sur une période', { dateDu: '01/03/2025', dateAu: '31/03/2025' }],
    ['par type seul', { typeEvenement: 'MAJ_ANNUELLE' }],
    ['par catégorie et période', { categorie: 'CONNEXION', dateDu: '01/01/2026', dateAu: '31/12/2026' }],
    ['par profil', { profil: 'TENEUR_ADMIN_PRINC' }],
    ['par modalité rare', { modalite: 'SERVICE_WEB' }],
  ])(
    '%s : la page passe par un index du journal ; le compte ne filtre jamais la table entière',
    async (_nom, criteres) => {
      const { page, compte } = creerJournalRepository(ctx.db).requetesRecherche(criteresRepository(criteres));
      const n = await plan(page);
      expect(n.filter((x) => x.type === 'Seq Scan' && x.relation === 'evenement_journal')).toEqual([]);
      expect(n.some((x) => x.index?.startsWith('evenement_journal_'))).toBe(true);
      // Compte borné à PLAFOND_TOTAL_JOURNAL : un parcours séquentiel n'est admis que sans filtre (il s'arrête
      // alors après le plafond) ; avec un critère, un index.
      const c = await plan(compte);
      expect(
        c.filter((x) => x.type === 'Seq Scan' && x.relation === 'evenement_journal' && x.filtre),
      ).toEqual([]);
      if (Object.keys(criteres).length > 0) {
        expect(c.some((x) => x.index?.startsWith('evenement_journal_'))).toBe(true);
      }
    },
  );

  it('les catégories et profils générés couvrent les listes du domaine', async () => {
    const { rows } = await ctx.pool.query(
      'SELECT count(DISTINCT categorie) AS c, count(DISTINCT profil) AS p FROM evenement_journal',
    );
    expect(Number(rows[0].c)).toBe(CategorieEvenement.options.length);
    expect(Number(rows[0].p)).toBe(Profil.options.length - 1);
  });

  it('la recherche répond, le compte borné au plafond', async () => {
    const resultat = await creerJournalRepository(ctx.db).rechercher(criteresRepository({}));
    expect(resultat.evenements).toHaveLength(10);
    expect(resultat.totalItems).toBe(PLAFOND_TOTAL_JOURNAL);
    expect(resultat.totalPlafonne).toBe(true);
  });
});
