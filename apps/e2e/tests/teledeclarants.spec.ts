import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { creerTeledeclarantRepository } from '../../server/dist/repositories/teledeclarant.repository.js';
import { applicationE2E } from '../fixtures/application';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const TENEUR = 'demo.teneur.admin@registre.local';
const CERTIFICAT = fileURLToPath(new URL('../../server/src/test/certificats/autosigne.pem', import.meta.url));
const suffixe = `${Date.now()}`.slice(-6);
const RAISON_SOCIALE = `SYNDIC BÉNÉVOLE E2E ${suffixe}`;

/** Télédéclarant bénévole en attente d'activation, avec son administrateur principal. */
async function creerTeledeclarant(): Promise<number> {
  return applicationE2E(({ db }) =>
    db.transaction(async (tx) => {
      const teledeclarants = creerTeledeclarantRepository(tx);
      const td = await teledeclarants.inserer({
        type: 'NON_PRO',
        statut: 'ATT_ACTIVATION',
        raisonSociale: RAISON_SOCIALE,
        codePostal: '97450',
        localite: 'Saint-Louis',
        adresseLigne1: 'RESIDENCE DES LATANIERS',
        adresseLigne4: '4 RUE DES LATANIERS',
        adresseLigne6: '97450 SAINT LOUIS',
      });
      const login = `elodie.payet.${suffixe}@exemple.fr`;
      await teledeclarants.insererCompte({
        login,
        email: login,
        nom: 'Payet',
        prenom: 'Élodie',
        profil: 'TELE_NONPRO_ADMIN_PRINC',
        statut: 'ACTIF',
        activated: true,
        idTeledeclarant: td.id,
        adminPrincipal: true,
      });
      // Douze établissements de plus pour parcourir les pages de résultats.
      for (let n = 1; n <= 12; n++) {
        await teledeclarants.inserer({
          type: 'PRO',
          statut: 'ACTIF',
          raisonSociale: `E2E PAGINATION ${suffixe} ${String(n).padStart(2, '0')}`,
          codePostal: '97460',
          localite: 'Saint-Paul',
        });
      }
      return td.id;
    }),
  );
}

test.describe('gestion des télédéclarants par le teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('recherche, tri, pages, fiche, mise à jour, code d’activation, suppression', async ({
    page,
  }, infos) => {
    // Long parcours (recherche, fiche, mise à jour avec la commune, suppression) : 30 s ne suffisent pas sous charge.
    test.setTimeout(60_000);
    const id = await creerTeledeclarant();
    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');

    // Recherche : le menu mène à la liste, un critère sans accent trouve la raison sociale accentuée.
    await page.goto('/teledeclarants');
    await expect(page).toHaveTitle('Télédéclarants - Registre national des copropriétés');
    await expect(page.getByRole('status').filter({ hasText: 'trouvés' })).toContainText('page 1 sur');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
    await verifierAccessibilite(page);
    await page.getByLabel('Raison sociale').fill(`benevole e2e ${suffixe}`);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(
      '1 télédéclarant trouvé — page 1 sur 1',
    );
    await expect(page.getByRole('table')).toContainText('Élodie Payet');
    await expect(page).toHaveURL(new RegExp(`raisonSociale=benevole\\+e2e\\+${suffixe}`));

    // « $ » : commence par ; pages de 10 et tri décroissant par raison sociale.
    await page.getByRole('button', { name: 'Effacer les critères' }).click();
    await page.getByLabel('Raison sociale').fill(`$e2e pagination ${suffixe}`);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(
      '12 télédéclarants trouvés — page 1 sur 2',
    );
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('button', { name: /Trier par « Raison sociale »/ }).click();
    await expect(page.getByRole('columnheader', { name: /Raison sociale/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: /Trier par « Raison sociale »/ }).click();
    await expect(page.getByRole('columnheader', { name: /Raison sociale/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(
      `E2E PAGINATION ${suffixe} 12`,
    );
    await verifierAccessibilite(page);

    // Fiche : les sections de la spécification et les comptes.
    await page.getByLabel('Raison sociale').fill(RAISON_SOCIALE);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('link', { name: RAISON_SOCIALE }).click();
    await expect(page).toHaveURL(new RegExp(`/teledeclarants/comptes-utilisateurs/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RAISON_SOCIALE);
    for (const section of [
      'Type',
      'Établissement',
      'Représentant légal',
      'Adresse',
      'Paramètres techniques du service web',
      'Comptes utilisateurs',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table')).toContainText('Élodie Payet');
    await verifierAccessibilite(page);

    // Code d'activation régénéré (télédéclarant en attente d'activation).
    await page.getByRole('button', { name: "Régénérer le code d'activation" }).click();
    await expect(page.getByText("Nouveau code d'activation")).toBeVisible();

    // Mise à jour : statut limité au cycle de vie, certificat public lu, clé privée refusée.
    await page.getByRole('button', { name: 'Modifier le télédéclarant' }).click();
    const statut = page.getByRole('combobox', { name: /^Statut/ });
    await expect(statut.locator('option')).toHaveText(["En attente d'activation (statut actuel)", 'Actif']);
    await page.getByLabel('Téléphone', { exact: true }).first().fill('02 62 12 34 56');
    // Commune de l'adresse (issue 7 §5.1) : celle enregistrée reste affichée au chargement ; avec un autre code
    // postal, elle est gardée, une erreur de champ dit qu'elle ne lui correspond pas, et ses communes sont proposées.
    const adresse = page.getByRole('group', { name: 'Adresse', exact: true });
    const commune = adresse.getByRole('combobox', { name: /^Commune/ });
    await expect(commune).toHaveValue('Saint-Louis');
    await adresse.getByRole('textbox', { name: /^Code postal/ }).fill('69003');
    await expect(
      adresse.getByText('La commune ne correspond pas au code postal, qui dessert Lyon 3e Arrondissement.'),
    ).toBeVisible();
    await expect(commune).toHaveValue('Saint-Louis');
    await commune.selectOption('Lyon 3e Arrondissement');
    await expect(adresse.getByText(/ne correspond pas au code postal/)).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Certificat 1' })
      .getByText('Déposer un nouveau certificat (.pem)')
      .click();
    const cle = infos.outputPath('cle-privee.pem');
    writeFileSync(
      cle,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    await page.getByLabel('Fichier du certificat 1').setInputFiles(cle);
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.locator('form').getByText(/Le fichier contient une clé privée/)).toBeVisible();
    await page.getByLabel('Fichier du certificat 1').setInputFiles(CERTIFICAT);
    await statut.selectOption({ label: 'Actif' });
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Mise à jour enregistrée')).toBeVisible();
    await expect(page.getByText('C=FR,O=Cabinet Lumiere,CN=Syndic test').first()).toBeVisible();
    // Le téléphone du représentant légal est enregistré normalisé, comme à l'inscription (ADR 0115).
    await expect(page.getByText('0262123456')).toBeVisible();
    await expect(page.locator('.registre-entete-fiche')).toContainText('Actif');

    // Suppression avec confirmation.
    await page.getByRole('button', { name: 'Supprimer le télédéclarant' }).click();
    const modale = page.getByRole('dialog', { name: 'Supprimer le télédéclarant' });
    await expect(modale).toBeVisible();
    await expect(modale).toContainText('son compte utilisateur est supprimé et déconnecté.');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Suppression effectuée')).toBeVisible();
    await expect(page).toHaveURL(/\/teledeclarants(\?|$)/);
    const [apres] = await executerSql<{ statut: string }>('SELECT statut FROM teledeclarant WHERE id = $1', [
      id,
    ]);
    expect(apres?.statut).toBe('SUPPRIME');
    const comptes = await executerSql<{ statut: string }>(
      'SELECT statut FROM compte WHERE id_teledeclarant = $1',
      [id],
    );
    expect(comptes.map((c) => c.statut)).toEqual(['SUPPRIME']);
  });

  test('le teneur se connecte en tant qu’un utilisateur d’un télédéclarant', async ({ page }) => {
    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');
    await page.goto('/teledeclarants?raisonSociale=quais');
    await page.getByRole('link', { name: 'SYNDIC DES QUAIS', exact: true }).click();
    const ligne = page.getByRole('row').filter({ hasText: 'Sophie Garnier' });
    await ligne.getByRole('button', { name: 'Se connecter en tant que' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    // Le message n'est dit qu'une fois : par le bandeau de session, pas aussi par une notification.
    await expect(page.getByTestId('bandeau-connexion-en-tant-que')).toBeVisible();
    await expect(page.getByText(/connecté en tant que/)).toHaveCount(1);
  });

  test('à 1280 px, le tableau des résultats défile visiblement jusqu’à sa dernière colonne', async ({
    page,
  }) => {
    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');
    await page.goto('/teledeclarants?raisonSociale=quais');
    const zone = page.getByRole('region', { name: 'Télédéclarants trouvés' });
    await expect(page.getByTestId('consigne-defilement')).toContainText('faites-le défiler horizontalement');
    const derniereColonne = page.getByRole('columnheader', { name: /Code APE/ });
    await expect(derniereColonne).not.toBeInViewport();
    // Au clavier : la zone se sélectionne, les flèches la font défiler jusqu'à la dernière colonne.
    await zone.focus();
    await expect(zone).toBeFocused();
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
    await expect(derniereColonne).toBeInViewport();
    await verifierAccessibilite(page);
  });

  test('un syndic n’a pas accès à la liste des télédéclarants', async ({ page }) => {
    await seConnecter(page, 'demo.pro.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Sophie');
    await page.goto('/teledeclarants');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  });
});

test.describe('écran moyen (991 px)', () => {
  test.use({ viewport: { width: 991, height: 900 } });

  test('la recherche et la fiche restent utilisables et accessibles', async ({ page }) => {
    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Claire');
    await page.goto('/teledeclarants?raisonSociale=notarial&statut=ACTIF&type=NOTAIRE');
    await expect(page.getByRole('table')).toContainText('OFFICE NOTARIAL MARTIN ET ASSOCIES');
    await expect(page.getByLabel('Type')).toHaveValue('NOTAIRE');
    await verifierAccessibilite(page);
    await page.getByRole('link', { name: 'OFFICE NOTARIAL MARTIN ET ASSOCIES' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OFFICE NOTARIAL MARTIN ET ASSOCIES');
    await verifierAccessibilite(page);
    await page.getByRole('link', { name: 'Retour à la liste des télédéclarants' }).click();
    await expect(page).toHaveURL(/raisonSociale=notarial&statut=ACTIF&type=NOTAIRE/);
  });
});
