import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { creerTeledeclarantRepository } from '../../server/dist/repositories/teledeclarant.repository.js';
import { declarerLotEnvoye } from '../../server/dist/services/courriers/declarer-lot-envoye.js';
import { preparerLotLettres } from '../../server/dist/services/courriers/preparer-lot.js';
import { preparerCourrierActivation } from '../../server/dist/services/teledeclarants/courrier-activation.js';
import { applicationE2E } from '../fixtures/application';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';
import { capturer } from '../fixtures/parcours-declaration';

// Issue 9 §7 : le teneur liste les lettres d'activation à envoyer, en prépare un lot pour l'imprimeur, télécharge
// son PDF et le déclare envoyé ; seules les lettres du lot sont marquées (ADR 0235). Clavier, axe, captures.

const TENEUR = 'demo.teneur.admin@registre.local';
const HOTLINE = 'demo.teneur.hotline.ges@registre.local';

async function connecter(page: Page, login: string): Promise<void> {
  await seConnecter(page, login);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/, { timeout: 15_000 });
}

/**
 * Les lettres déjà en attente (d'autres tests) partent dans des lots déclarés envoyés par les services de
 * l'application ; puis deux télédéclarants reçoivent chacun leur lettre de code d'activation.
 */
async function preparerLettres(marque: number): Promise<number[]> {
  const [teneur] = await executerSql<{ id: number; profil: string }>(
    'SELECT id, profil FROM compte WHERE login = $1',
    [TENEUR],
  );
  const acteur = { idCompte: teneur!.id, login: TENEUR, profil: teneur!.profil as 'TENEUR_ADMIN_PRINC' };
  return applicationE2E(async ({ db }) => {
    for (;;) {
      const lot = await preparerLotLettres(db, acteur).catch(() => null);
      if (lot === null) break;
      await declarerLotEnvoye(db, acteur, lot.id, new Date());
    }
    const ids: number[] = [];
    for (const rang of [1, 2]) {
      ids.push(
        await db.transaction(async (tx) => {
          const td = await creerTeledeclarantRepository(tx).inserer({
            type: 'PRO',
            statut: 'ATT_ACTIVATION',
            raisonSociale: `CABINET LETTRES ${marque} ${rang}`,
            siret: String(30_000_000_000_000 + (marque % 1_000_000) * 10 + rang).slice(0, 14),
            adresseLigne1: `CABINET LETTRES ${rang}`,
            adresseLigne4: `${rang} RUE DES IMPRIMEURS`,
            adresseLigne6: '75011 PARIS',
            codePostal: '75011',
            localite: 'Paris',
          });
          const courrier = await preparerCourrierActivation(tx, td, {
            urlPublique: 'http://localhost',
            maintenant: new Date(),
          });
          return courrier.idLettre;
        }),
      );
    }
    return ids;
  });
}

test.describe('courriers postaux du teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('préparer un lot, télécharger son PDF, le déclarer envoyé : seules ses lettres sont marquées', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const marque = Date.now();
    const ids = await preparerLettres(marque);
    await connecter(page, TENEUR);

    // Entrée du menu du teneur.
    await page.getByRole('link', { name: 'Courriers postaux' }).first().click();
    await expect(page).toHaveURL(/\/courriers-postaux$/);
    await expect(page).toHaveTitle('Courriers postaux - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courriers postaux');
    const etatLettres = page.getByRole('status').filter({ hasText: /lettres? à envoyer|Aucune lettre/ });
    await expect(etatLettres).toHaveText('2 lettres à envoyer, dont 2 lettres dans aucun lot.');
    const lignes = page.getByTestId('ligne-lettre-a-envoyer');
    await expect(lignes).toHaveCount(2);
    await expect(lignes.first()).toContainText('75011 PARIS');
    await expect(lignes.first()).toContainText('Dans aucun lot');
    await verifierAccessibilite(page);
    await capturer(page, 'courriers-postaux', 'lettres-a-envoyer', [1280, 991, 375]);

    // Préparer le lot au clavier.
    await page.getByRole('button', { name: 'Préparer un lot pour l’imprimeur' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Lot n° \d+ préparé$/)).toBeVisible();
    await expect(etatLettres).toHaveText('2 lettres à envoyer, dont 0 lettre dans aucun lot.');
    await expect(page.getByRole('button', { name: 'Préparer un lot pour l’imprimeur' })).toBeDisabled();
    const ligneLot = page.getByTestId('ligne-lot').first();
    const idLot = Number(await ligneLot.getAttribute('data-id'));
    await expect(ligneLot).toContainText('2 lettres');
    await expect(ligneLot).toContainText('À envoyer');
    await expect(lignes.first()).toContainText(`Lot n° ${idLot}`);

    // Télécharger le PDF du lot.
    const telechargement = page.waitForEvent('download');
    await ligneLot.getByRole('link', { name: `Télécharger le PDF du lot n° ${idLot}` }).click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toBe(`lot-lettres-${idLot}.pdf`);
    const octets = await readFile((await fichier.path()) as string);
    expect(octets.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Une lettre écrite après la préparation n'est pas dans le lot.
    const [tardive] = await preparerLettresTardive(marque);

    // Déclarer le lot envoyé : confirmation dans une modale.
    await ligneLot.getByRole('button', { name: `Déclarer le lot n° ${idLot} envoyé` }).click();
    const modale = page.getByRole('dialog', { name: `Déclarer le lot n° ${idLot} envoyé` });
    await expect(modale).toBeVisible();
    await expect(modale).toContainText('(2 lettres) seront marquées envoyées');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Confirmer l’envoi' }).click();
    await expect(page.getByText(`Lot n° ${idLot} déclaré envoyé`)).toBeVisible();
    await expect(page.getByText('2 lettres marquées envoyées.')).toBeVisible();
    await expect(ligneLot).toContainText('Envoyé');
    await expect(ligneLot.getByRole('button', { name: /Déclarer/ })).toHaveCount(0);

    const statuts = await executerSql<{ id: number; statut: string }>(
      'SELECT id, statut FROM lettre WHERE id = ANY($1::int[]) ORDER BY id',
      [[...ids, tardive]],
    );
    expect(statuts.map((l) => l.statut)).toEqual(['ENVOYEE', 'ENVOYEE', 'A_ENVOYER']);
    const journal = await executerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM evenement_journal
       WHERE type_evenement = 'ENVOI_LOT_LETTRES' AND (detail->>'idLot')::int = $1`,
      [idLot],
    );
    expect(journal[0]?.n).toBe(1);

    // Écran étroit : la page reste lisible et sans violation.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.reload();
    await expect(page.getByTestId('ligne-lot').first()).toBeVisible();
    await verifierAccessibilite(page);
    await capturer(page, 'courriers-postaux', 'lot-envoye', [1280, 991, 375]);
  });

  test('l’assistance gestionnaire n’a ni l’entrée du menu ni la page', async ({ page }) => {
    await connecter(page, HOTLINE);
    await expect(page.getByRole('link', { name: 'Courriers postaux' })).toHaveCount(0);
    await page.goto('/courriers-postaux');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  });
});

/** Une lettre de plus, pour un troisième télédéclarant, écrite après la préparation du lot. */
async function preparerLettresTardive(marque: number): Promise<number[]> {
  return applicationE2E(({ db }) =>
    db.transaction(async (tx) => {
      const td = await creerTeledeclarantRepository(tx).inserer({
        type: 'PRO',
        statut: 'ATT_ACTIVATION',
        raisonSociale: `CABINET LETTRES ${marque} 3`,
        siret: String(30_000_000_000_000 + (marque % 1_000_000) * 10 + 3).slice(0, 14),
        codePostal: '75011',
        localite: 'Paris',
      });
      const courrier = await preparerCourrierActivation(tx, td, {
        urlPublique: 'http://localhost',
        maintenant: new Date(),
      });
      return [courrier.idLettre];
    }),
  );
}
