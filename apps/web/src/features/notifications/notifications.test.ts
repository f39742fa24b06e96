import { describe, expect, it } from 'vitest';
import { notificationPourErreur, storeNotifications } from './notifications';

const erreur = (status: number) => ({
  id: 'e1',
  status,
  message: 'Message du serveur',
  origin: 'GET /api/x',
});

describe('notificationPourErreur', () => {
  it('ne notifie ni les 401 ni les 404', () => {
    expect(notificationPourErreur(erreur(401))).toBeNull();
    expect(notificationPourErreur(erreur(404))).toBeNull();
  });
  it('403 : action non autorisée, avec les détails techniques', () => {
    const n = notificationPourErreur(erreur(403));
    expect(n?.titre).toBe('Action non autorisée');
    expect(n?.description).toContain('statut 403 — Message du serveur');
  });
  it('moins de 500 : erreur générique', () => {
    expect(notificationPourErreur(erreur(400))?.titre).toBe('Une erreur est survenue');
    expect(notificationPourErreur(erreur(429))?.titre).toBe('Une erreur est survenue');
  });
  it('500 et plus, ou serveur injoignable : erreur du serveur', () => {
    expect(notificationPourErreur(erreur(500))?.titre).toBe('Erreur du serveur');
    expect(notificationPourErreur(erreur(503))?.titre).toBe('Erreur du serveur');
    expect(notificationPourErreur(erreur(0))?.titre).toBe('Erreur du serveur');
  });
});

describe('storeNotifications', () => {
  it('ajoute, remplace par identifiant et retire', () => {
    const vues: number[] = [];
    const desabonner = storeNotifications.abonner((l) => vues.push(l.length));
    const id = storeNotifications.ajouter({ type: 'success', titre: 'Ok', description: 'Fait' });
    storeNotifications.ajouter({ id, type: 'success', titre: 'Ok', description: 'Refait' });
    expect(storeNotifications.liste.filter((n) => n.id === id)).toHaveLength(1);
    storeNotifications.retirer(id);
    expect(storeNotifications.liste.find((n) => n.id === id)).toBeUndefined();
    desabonner();
    expect(vues).toEqual([1, 1, 0]);
  });
});
