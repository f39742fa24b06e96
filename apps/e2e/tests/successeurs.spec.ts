import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import { coproprieteRattachee, dateTexte } from '../fixtures/donnees-demo';

// Issue 11 §4 (ADR 0330, 0312) : le syndic A (bénévole de démonstration) déclare le syndic B (professionnel de
// démonstration) comme successeur depuis la liste filtrée « déclarer un successeur » ; B reçoit par courriel un lien
// porteur d'une clé qui montre la déclaration ; connecté, B la retrouve dans la section « déclarations de
// prédécesseurs à valider » de sa liste et la valide depuis l'action de ligne, avec les dates de son mandat ; la
// copropriété lui est rattachée et passe dans sa liste, le mandat de A est archivé ; le lien ne vaut plus. Axe à
// chaque écran.

const SYNDIC_A = 'demo.benevole.admin@registre.local';
const SYNDIC_B = 'demo.pro.admin@registre.local';

test.describe('successeurs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('A déclare B comme successeur, B valide depuis sa liste', async ({ page, request }) => {
    // Une copropriété rattachée à A, mandat en cours, sans demande en attente (la plus récente : le rattachement
    // prend la plus ancienne).
    const copro = await coproprieteRattachee(SYNDIC_A, { ordre: 'DESC', rang: 0, mandatCourant: true });
    const [b] = await executerSql<{ siret: string; email: string }>(
      `SELECT t.siret, COALESCE(a.email, a.login) AS email FROM compte a JOIN teledeclarant t ON t.id = a.id_teledeclarant
       WHERE a.login = $1`,
      [SYNDIC_B],
    );
    const numero = copro.numeroAffiche;

    // A : liste filtrée, action de ligne « Déclarer un successeur ».
    await seConnecter(page, SYNDIC_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?declare-new-successor=true&q=${encodeURIComponent(copro.numero)}`);
    const ligne = page.getByTestId(`copropriete-${copro.id}`);
    await ligne.getByRole('link', { name: `Déclarer un successeur — ${numero}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Déclarer un successeur' })).toBeVisible();
    await verifierAccessibilite(page);

    // Adresse qui n'est pas celle d'un compte de B : erreur sur le champ, rien n'est déclaré.
    await page.getByLabel('Numéro SIRET du syndic successeur').fill(b!.siret);
    await page.getByLabel("Adresse électronique d'un compte du syndic successeur").fill('inconnu@exemple.fr');
    await page.getByRole('button', { name: 'Déclarer le successeur' }).click();
    await expect(page.getByText(/L'adresse électronique et le SIRET ne correspondent pas/)).toBeVisible();
    await verifierAccessibilite(page);

    await page.getByLabel("Adresse électronique d'un compte du syndic successeur").fill(b!.email);
    await page.getByRole('button', { name: 'Déclarer le successeur' }).click();
    await expect(page).toHaveURL(/\/copropriete$/);
    await expect(page.getByRole('heading', { name: 'Successeur déclaré' })).toBeVisible();
    const [declare] = await executerSql<{ statut: string }>('SELECT statut FROM mandat WHERE id = $1', [
      copro.idMandat,
    ]);
    expect(declare!.statut).toBe('SUCCESSEUR_DECLARE');

    // B : le lien du courriel, sans session, montre la déclaration et invite à se connecter.
    const texte = await dernierCourriel(request, b!.email);
    const lien = /https?:\/\/[^\s]+\/successeur\/[A-Za-z0-9_-]+/.exec(texte)?.[0];
    expect(lien, 'lien de validation dans le courriel').toBeTruthy();
    const chemin = new URL(lien!).pathname;
    await page.context().clearCookies();
    await page.goto(chemin);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Valider la déclaration du prédécesseur' }),
    ).toBeVisible();
    await expect(page.getByText(numero)).toBeVisible();
    await verifierAccessibilite(page);

    // B : la section de sa liste montre la déclaration qui le désigne ; l'action ouvre la confirmation.
    await seConnecter(page, SYNDIC_B);
    await page.goto('/copropriete');
    const section = page.getByRole('region', { name: 'Déclarations de prédécesseurs à valider' });
    const aValider = section.getByTestId(`declaration-a-valider-${copro.id}`);
    await expect(aValider).toContainText(numero);
    await verifierAccessibilite(page);
    await aValider
      .getByRole('button', { name: `Valider la déclaration du prédécesseur — ${numero}` })
      .click();
    const modale = page.getByRole('dialog', { name: 'Valider la déclaration du prédécesseur' });
    await expect(modale).toBeVisible();
    await expect(modale.getByText(numero)).toBeVisible();
    const debut = new Date();
    debut.setDate(debut.getDate() - 1);
    const fin = new Date(debut);
    fin.setFullYear(fin.getFullYear() + 1);
    fin.setDate(fin.getDate() - 1);
    // Fin avant le début : erreur sur le champ, rien n'est validé.
    await modale.getByLabel('Date de début du mandat').fill(dateTexte(debut));
    await modale.getByLabel('Date de fin du mandat').fill(dateTexte(debut));
    await modale.getByRole('button', { name: 'Valider la déclaration du prédécesseur' }).click();
    await expect(modale.getByText(/La date de fin du mandat doit être postérieure/)).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByLabel('Date de fin du mandat').fill(dateTexte(fin));
    await modale.getByRole('button', { name: 'Valider la déclaration du prédécesseur' }).click();
    await expect(modale).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Déclaration validée' })).toBeVisible();
    await expect(aValider).toBeHidden();
    await verifierAccessibilite(page);

    // La copropriété est désormais dans la liste de B.
    await page.goto(`/copropriete?q=${encodeURIComponent(copro.numero)}`);
    await expect(page.getByTestId(`copropriete-${copro.id}`)).toBeVisible();

    const [apres] = await executerSql<{ etat: string; login: string; ancien: string; nouveau: string }>(
      `SELECT c.etat, a.login, ancien.statut AS ancien, nouveau.statut AS nouveau
       FROM copropriete c JOIN compte a ON a.id_teledeclarant = c.id_teledeclarant_courant
       JOIN mandat nouveau ON nouveau.id = c.id_mandat_courant JOIN mandat ancien ON ancien.id = $2
       WHERE c.id = $1 AND a.login = $3`,
      [copro.id, copro.idMandat, SYNDIC_B],
    );
    expect(apres).toEqual({
      etat: 'IMMATRICULEE_RATTACHEE',
      login: SYNDIC_B,
      ancien: 'ARCHIVE',
      nouveau: 'COURANT',
    });

    // La clé a servi : le lien n'est plus valable.
    await page.goto(chemin);
    await expect(page.getByText('Lien non valable')).toBeVisible();
    await verifierAccessibilite(page);
  });

  test('A annule sa déclaration depuis sa liste avant que B ne la valide', async ({ page }) => {
    const copro = await coproprieteRattachee(SYNDIC_A, { ordre: 'DESC', rang: 1, mandatCourant: true });
    const [b] = await executerSql<{ siret: string; email: string }>(
      `SELECT t.siret, COALESCE(a.email, a.login) AS email FROM compte a JOIN teledeclarant t ON t.id = a.id_teledeclarant
       WHERE a.login = $1`,
      [SYNDIC_B],
    );
    const numero = copro.numeroAffiche;
    await seConnecter(page, SYNDIC_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?q=${encodeURIComponent(copro.numero)}`);
    const ligne = page.getByTestId(`copropriete-${copro.id}`);
    await ligne.getByRole('link', { name: `Déclarer un successeur — ${numero}` }).click();
    await page.getByLabel('Numéro SIRET du syndic successeur').fill(b!.siret);
    await page.getByLabel("Adresse électronique d'un compte du syndic successeur").fill(b!.email);
    await page.getByRole('button', { name: 'Déclarer le successeur' }).click();
    await expect(page.getByRole('heading', { name: 'Successeur déclaré' })).toBeVisible();

    // L'action de ligne ouvre la confirmation ; confirmée, le mandat redevient en cours.
    await page.goto(`/copropriete?q=${encodeURIComponent(copro.numero)}`);
    await ligne.getByRole('button', { name: `Annuler la déclaration de successeur — ${numero}` }).click();
    const modale = page.getByRole('dialog', { name: 'Annuler la déclaration de successeur' });
    await expect(modale).toBeVisible();
    await expect(modale.getByText(/le lien envoyé au successeur désigné ne vaut plus/)).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Annuler la déclaration', exact: true }).click();
    await expect(modale).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Déclaration de successeur annulée' })).toBeVisible();
    await expect(ligne.getByRole('link', { name: `Déclarer un successeur — ${numero}` })).toBeVisible();
    await verifierAccessibilite(page);
    const [apres] = await executerSql<{ statut: string; cle: string | null }>(
      'SELECT statut, cle_successeur_hash AS cle FROM mandat WHERE id = $1',
      [copro.idMandat],
    );
    expect(apres).toEqual({ statut: 'COURANT', cle: null });
  });
});
